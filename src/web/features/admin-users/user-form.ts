import { z } from 'zod';
import { authMessages } from '../../../domain/messages.ts';
import { emailSchema, passwordSchema, socialUrlSchema, usernameSchema } from '../../../domain/registration.schemas.ts';
import { optionalPasswordSchema } from '../../../domain/user-admin.schemas.ts';
import { DEFAULT_COUNTRY, phoneToE164, splitPhone } from './phone.ts';
import type { AdminUser, UserWrite } from './users.api.ts';

const invalidPhone = 'Te rugăm să introduci un număr de telefon valid.';

/** 'authenticated' is the new form's default value and means predictor; only 3 and 4 can be chosen. */
const roleValues = ['authenticated', '3', '4'] as const;
export type RoleValue = (typeof roleValues)[number];

interface SchemaOptions {
  creating: boolean;
  /** An account saved without a phone (the moderator path allows it) may stay without one. */
  phoneOptional: boolean;
}

export function userFormSchema({ creating, phoneOptional }: SchemaOptions) {
  return z
    .object({
      username: usernameSchema,
      email: emailSchema,
      password: creating ? passwordSchema : optionalPasswordSchema.transform((p) => p ?? ''),
      phoneCountry: z.string(),
      phoneNational: z.string(),
      youtubeAccount: socialUrlSchema,
      instagramAccount: socialUrlSchema,
      favTeam: z.string(),
      role: z.enum(roleValues),
    })
    .superRefine(
      (v, ctx) => {
        // Runs with the other fields' errors too, so that every message shows at once.
        const national = typeof v.phoneNational === 'string' ? v.phoneNational.trim() : '';
        if (national === '') {
          if (!phoneOptional) {
            ctx.addIssue({ code: 'custom', path: ['phoneNational'], message: authMessages.requiredFields });
          }
        } else if (!phoneToE164(String(v.phoneCountry), national)) {
          ctx.addIssue({ code: 'custom', path: ['phoneNational'], message: invalidPhone });
        }
      },
      { when: () => true },
    );
}

type UserFormSchema = ReturnType<typeof userFormSchema>;
export type UserFormInput = z.input<UserFormSchema>;
export type UserFormOutput = z.output<UserFormSchema>;

/** Empty for a new account, the account's values for an edit. */
export function userFormDefaults(user: AdminUser | null): UserFormInput {
  const phone = splitPhone(user?.phone);
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    phoneCountry: user ? phone.country : DEFAULT_COUNTRY,
    phoneNational: user ? phone.national : '',
    youtubeAccount: user?.youtubeAccount ?? '',
    instagramAccount: user?.instagramAccount ?? '',
    favTeam: user?.favTeam?.documentId ?? '',
    role: user ? (user.role?.type === 'admin' ? '4' : '3') : 'authenticated',
  };
}

/** The values the API takes. */
export function toUserWrite(v: UserFormOutput, avatar: { file: File | null; removed: boolean }): UserWrite {
  const national = v.phoneNational.trim();
  return {
    username: v.username,
    email: v.email,
    password: v.password,
    phone: national ? (phoneToE164(v.phoneCountry, national) ?? '') : '',
    youtubeAccount: v.youtubeAccount,
    instagramAccount: v.instagramAccount,
    role: v.role === '4' ? 4 : 3,
    favTeam: v.favTeam || null,
    avatarFile: avatar.file,
    removeAvatar: avatar.removed,
  };
}
