import { emailField, passwordField, thaiMobileField } from '@loyalty/contracts';
import { z } from 'zod';

/** Messages are keys of the `auth:login` translations, resolved when shown. */
export const loginSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'identifierRequired')
    .refine(
      (value) => emailField.safeParse(value).success || thaiMobileField.safeParse(value).success,
      'identifierInvalid',
    ),
  password: z
    .string()
    .min(1, 'passwordRequired')
    .max(passwordField.maxLength ?? 128, 'passwordTooLong'),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type LoginMessageKey = 'identifierRequired' | 'identifierInvalid' | 'passwordRequired' | 'passwordTooLong';
