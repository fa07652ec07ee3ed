/**
 * About 30 demo emails across every folder, with replies, attachments and labels. One message
 * carries hostile markup on purpose so the UI's HTML sanitizer is exercised.
 */
import { Gen } from '../../../resources/demo-gen';
import { EMAIL_LABELS, type DemoEmail, type EmailAddress, type EmailAttachment, type EmailFolder } from '../types';
import { avatarDataUri } from './avatar';
import { people } from './people';
import { demoTime } from './demo-dates';

/** The mailbox owner: the demo administrator. */
export const MAILBOX_OWNER: EmailAddress = { email: 'admin@demo.com', name: 'Demo Admin' };

export const XSS_MESSAGE =
  '<p>Hello, the invoice you asked for is below.</p>' +
  '<img src=x onerror="alert(1)">' +
  '<script>alert("xss")</script>' +
  '<p><a href="javascript:alert(2)">Open the invoice</a></p>';

const TOPICS: readonly [subject: string, body: string][] = [
  [
    'Battery swap cabinet maintenance window',
    '<p>Hi,</p><p>The cabinets of the <b>north district</b> will be serviced on Saturday from 02:00 to 05:00.</p><p>Regards</p>',
  ],
  ['Quarterly rental report', '<p>Please find the quarterly rental report attached.</p><ul><li>Rentals: up 12%</li><li>Swaps: up 8%</li></ul>'],
  ['Welcome to the team!', '<p>We are glad to have you with us. Your onboarding starts on Monday.</p>'],
  ['Invoice #4991 reminder', '<p>This is a friendly reminder that invoice <b>#4991</b> is due next week.</p>'],
  ['New store opening', '<p>The new store on <i>Harbor Street</i> opens next month. Staff schedules attached.</p>'],
  ['Deposit refund request', '<p>A consumer asked for the refund of a battery deposit. Could you approve it?</p>'],
  ['Meeting notes', '<p>Notes from today:</p><ol><li>Pricing review</li><li>Fleet audit</li><li>Next steps</li></ol>'],
  ['Your password was changed', '<p>Your password was changed. If this was not you, contact support.</p>'],
  ['Team lunch on Friday', '<p>Lunch is on us this Friday at 12:30. Reply with your dietary needs.</p>'],
  ['Supplier price update', '<p>Cell prices go down by <b>3%</b> from next quarter.</p>'],
  ['You won a prize!!!', '<p>Click here to claim your <b>FREE</b> e-bike now!</p>'],
  ['Draft: fleet expansion proposal', '<p>Draft of the proposal for 500 new batteries in the west area.</p>'],
];

/** Replies are numbered apart, so the listed emails keep the ids 1..n. */
const REPLY_ID_BASE = 1001;

const FOLDER_PLAN: readonly EmailFolder[] = [
  ...Array<EmailFolder>(14).fill('inbox'),
  ...Array<EmailFolder>(5).fill('sent'),
  ...Array<EmailFolder>(3).fill('draft'),
  ...Array<EmailFolder>(4).fill('spam'),
  ...Array<EmailFolder>(4).fill('trash'),
];

function attachment(g: Gen, name: string): EmailAttachment {
  const content = `Demo attachment ${name}`;
  return {
    fileName: name,
    thumbnail: '',
    url: `data:text/plain;charset=utf-8,${encodeURIComponent(content)}`,
    size: `${g.int(8, 900)} KB`,
  };
}

export function seedEmails(): DemoEmail[] {
  const g = new Gen('demo-emails');
  const senders = people(g, 12).map((p, i) => ({ email: p.email, name: p.fullName, avatar: g.bool(0.6) ? avatarDataUri(p.fullName, i) : '' }));
  const owner = { ...MAILBOX_OWNER, avatar: '' };
  let nextId = 1;
  let nextReplyId = REPLY_ID_BASE;

  const build = (folder: EmailFolder, minutesAgo: number, topic: readonly [string, string], replies: DemoEmail[], isReply = false): DemoEmail => {
    const other = g.pick(senders);
    const outgoing = folder === 'sent' || folder === 'draft';
    return {
      id: isReply ? nextReplyId++ : nextId++,
      to: [outgoing ? { email: other.email, name: other.name } : MAILBOX_OWNER],
      from: outgoing ? owner : other,
      subject: topic[0],
      cc: g.bool(0.2) ? [g.pick(senders).email] : [],
      bcc: [],
      message: topic[1],
      attachments: g.bool(0.3) ? [attachment(g, g.pick(['report.xlsx', 'schedule.pdf', 'photo.png', 'notes.txt']))] : [],
      isStarred: g.bool(0.25),
      labels: g.some(EMAIL_LABELS, 0, 2),
      time: demoTime(-minutesAgo),
      replies,
      folder,
      isRead: folder === 'sent' || folder === 'draft' || g.bool(0.55),
    };
  };

  const emails = FOLDER_PLAN.map((folder, i) => {
    const minutesAgo = g.int(30, 60 * 24 * 60);
    const topic = folder === 'spam' ? TOPICS[10] : folder === 'draft' ? TOPICS[11] : TOPICS[i % 10];
    const replyCount = folder === 'inbox' && g.bool(0.35) ? g.int(1, 2) : 0;
    const replies = Array.from({ length: replyCount }, (_, r) =>
      build('inbox', minutesAgo + (replyCount - r) * g.int(60, 600), [`Re: ${topic[0]}`, '<p>Thanks, noted.</p>'], [], true),
    );
    return build(folder, minutesAgo, topic, replies);
  });

  const hostile = build('inbox', 45, ['Suspicious invoice attached', XSS_MESSAGE], []);
  hostile.isRead = false;
  const deleted = build('inbox', 3000, ['Old newsletter', '<p>This newsletter was deleted.</p>'], []);
  deleted.isDeleted = true;
  return [...emails, hostile, deleted];
}
