/** The account behind a request's token, as guards and services see it. */
export interface AuthUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  roleType: string;
  phoneVerified: boolean;
  blocked: boolean;
  tokenVersion: number;
}
