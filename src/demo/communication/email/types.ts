/** Shapes of the email mock API (`server/mock/email.ts`) as the app reads them. */

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** The sidebar's entries: the stored folders plus the `starred` view. */
export const EMAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;

export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailView = (typeof EMAIL_VIEWS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const isEmailView = (value: unknown): value is EmailView => EMAIL_VIEWS.some((v) => v === value);
export const isEmailLabel = (value: unknown): value is EmailLabel => EMAIL_LABELS.some((v) => v === value);

/** Palette colour of each label (dots, chips). */
export const LABEL_COLORS: Record<EmailLabel, 'error' | 'primary' | 'success' | 'warning'> = {
  private: 'error',
  company: 'primary',
  personal: 'success',
  important: 'warning',
};

export interface EmailAddress {
  email: string;
  name: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}

export interface Email {
  id: number;
  to: EmailAddress[];
  from: EmailAddress & { avatar: string };
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML from the server: render it only through SafeHtml. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: string;
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
  isDeleted?: boolean;
}

/** Inbox unread, draft count, spam unread. */
export interface EmailsMeta {
  inbox: number;
  draft: number;
  spam: number;
}

export interface EmailsResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
}

export type EmailUpdate = Partial<Pick<Email, 'isRead' | 'isStarred' | 'folder'>>;
