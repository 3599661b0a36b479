import { callRoutes } from 'virtual:api-calls';
import { PROFILE_PICTURE_FIELD } from '@loyalty/contracts';
import { uploadApi } from '@/lib/upload-api';

/** PUT Customer/UpdateProfilePicture: multipart, the file in the `Picture` field; answers `picture_url`. */
export async function updateProfilePicture(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  return (await uploadApi(callRoutes.updateProfilePicture, form, onProgress)).data;
}
