// What app-text-literals.test.ts must find: one literal per kind it knows. Not imported by the app.
import { appText } from './app-text';

export const Probe = ({ read, name, toast }: { read: boolean; name: string; toast: (m: string) => void }) => [
  <h2 key="a">Leads</h2>,
  <div key="b" title="Delete this message?" data-testid="not-a-word" />,
  <button key="c">{read ? 'Mark as unread' : 'Mark as read'}</button>,
  <button key="d" aria-label={`Ask ${name} for a review`} onClick={() => toast(appText('leads.new'))} />,
  <button key="e" onClick={() => toast('Saved')} />,
  [['Leads received', read], ['Europe/London', 'America/New_York']],
];
