import { type AdminCallInput, createCardTemplateCall, listCardTemplatesCall } from '@loyalty/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-api';
import { adminListKey, adminListQuery } from '../../../lib/admin-list';

export type TemplateListInput = AdminCallInput<typeof listCardTemplatesCall>;

/** GET /card-templates: one page of templates with their company and live cards. */
export function useTemplateList(input: TemplateListInput) {
  return useQuery(adminListQuery(listCardTemplatesCall, input));
}

/** POST /card-templates, then every page of the list again. */
export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCallInput<typeof createCardTemplateCall>) => callAdmin(createCardTemplateCall, { input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey(listCardTemplatesCall) }),
  });
}
