/**
 * Shapes and fixed vocabularies of the demo-template mock apps (specification §3, §4, §7).
 * Collection names are prefixed `demo` so they never clash with the product's resources.
 */

export const COLLECTIONS = {
  users: 'demoUsers',
  invoices: 'demoInvoices',
  invoiceBank: 'demoInvoiceBank',
  orders: 'demoOrders',
  emails: 'demoEmails',
  events: 'demoEvents',
  chatContacts: 'demoChatContacts',
  chats: 'demoChats',
  chatProfile: 'demoChatProfile',
} as const;

// ---- users -------------------------------------------------------------------------------------

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'standard', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type UserPlan = (typeof USER_PLANS)[number];
export type UserStatus = (typeof USER_STATUSES)[number];

export interface DemoUser {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  /** '' (the UI shows initials) or an inline `data:image/...` placeholder. */
  avatar: string;
}

// ---- invoices ----------------------------------------------------------------------------------

export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}

export interface InvoiceItem {
  title: string;
  description: string;
  cost: number;
  qty: number;
}

export interface DemoInvoice {
  id: number;
  /** yyyy-mm-dd */
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  /** A number or a currency string such as '$724' or '-$205.25'; may be negative. */
  balance: number | string;
  /** yyyy-mm-dd */
  dueDate: string;
  items?: InvoiceItem[];
  note?: string;
}

export interface InvoiceBank {
  bankName: string;
  country: string;
  iban: string;
  swiftCode: string;
}

// ---- e-commerce orders (data table) ------------------------------------------------------------

export const ORDER_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;

export interface DemoProduct {
  id: number;
  name: string;
  slug: string;
  brand: string;
  category: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  rating: number;
  description: string;
}

export interface DemoOrder {
  id: number;
  product: DemoProduct;
  /** dd Mon yyyy */
  date: string;
  buyer: { name: string; avatar: string | null };
  payment: {
    total: number;
    received_payment_status: (typeof RECEIVED_PAYMENT_STATUSES)[number];
    paid_amount: number;
    status: (typeof ORDER_STATUSES)[number];
  };
}

// ---- email -------------------------------------------------------------------------------------

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

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

export interface DemoEmail {
  id: number;
  to: EmailAddress[];
  from: EmailAddress & { avatar: string };
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML; may hold hostile markup on purpose (the UI must sanitize it). */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO date-time */
  time: string;
  replies: DemoEmail[];
  folder: EmailFolder;
  isRead: boolean;
  isDeleted?: boolean;
}

// ---- calendar ----------------------------------------------------------------------------------

export const CALENDARS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarName = (typeof CALENDARS)[number];

export interface DemoEvent {
  id: number;
  name: string;
  /** ISO date-time for timed events, yyyy-mm-dd for all-day ones. */
  start: string;
  end: string;
  timed: boolean;
  extendedProps: {
    calendar: CalendarName;
    url?: string;
    description?: string;
    location?: string;
    guests?: string[];
  };
}

// ---- chat --------------------------------------------------------------------------------------

export const CONTACT_STATUSES = ['online', 'offline', 'busy'] as const;
/** The role of a persona that refuses messages. Any other role is the name of a model. */
export const CLOSED_PERSONA_ROLE = 'not yet open';

export interface ChatProfile {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: (typeof CONTACT_STATUSES)[number];
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: (typeof CONTACT_STATUSES)[number];
}

export interface ChatMessage {
  message: string;
  /** ISO date-time */
  time: string;
  senderId: number;
  feedback: { isSent: boolean; isDelivered: boolean; isSeen: boolean };
}

export interface DemoChat {
  id: number;
  userId: number;
  unseenMsgs: number;
  chat: ChatMessage[];
}
