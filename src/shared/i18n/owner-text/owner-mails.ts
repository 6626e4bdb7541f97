/**
 * What the owner receives outside the app's screens (decision 0068, addendum "The owner's e-mails and
 * pushes"): the e-mails to the owner (src/server/auth/auth-mails.ts, leads' lead-notifier.ts, the bookings'
 * owner-booking-mails.ts, domains' domain-recheck.ts, admin-mails.ts) and the pushes to the owner's devices
 * (src/server/modules/push/owner-alerts.ts, owner-booking-mails.ts). A body is one message with its line
 * breaks, or one message per line where lines come and go; the signature is a message of its own. What a
 * visitor is sent (a booking's confirmation) is in the site's language and not here.
 */
export const OWNER_MAILS_TEXT = {
  'ownerMail.signature': '— Website Works\nWebsite maker for the working person.',

  'ownerMail.confirmation.subject': 'Confirm your Website Works account',
  'ownerMail.confirmation.body':
    'Welcome to Website Works!\n\nConfirm your e-mail address to finish signing up:\n{url}\n\nThe link works for 24 hours. If you did not sign up, ignore this message.',
  'ownerMail.resetPassword.subject': 'Reset your Website Works password',
  'ownerMail.resetPassword.body':
    'Someone asked to reset the password of your Website Works account.\n\nChoose a new password here:\n{url}\n\nThe link works for one hour. If it was not you, ignore this message: your password stays as it is.',
  'ownerMail.magicLink.subject': 'Your Website Works sign-in link',
  'ownerMail.magicLink.body': 'Sign in to Website Works with this link:\n{url}\n\nThe link works once, for 10 minutes. If you did not ask for it, ignore this message.',
  'ownerMail.changeEmail.subject': 'Confirm your new Website Works e-mail address',
  'ownerMail.changeEmail.body':
    'You asked to use this address for your Website Works account.\n\nConfirm it with this link:\n{url}\n\nUntil you do, your account keeps its current address. The link works for 24 hours. If you did not ask for this, ignore this message.',
  'ownerMail.emailChanged.subject': 'Your Website Works e-mail address was changed',
  'ownerMail.emailChanged.body':
    'The e-mail address of your Website Works account was changed from {oldEmail} to {newEmail}. You will no longer get our e-mails here, and you now sign in with the new address.\n\nIf you did not make this change, put your address back with this link (it works for {days, plural, one {# day} other {# days}}):\n{undoUrl}\n\nIt also signs out every device. Then choose a new password, as someone else may know it.',
  'ownerMail.passwordChanged.subject': '{how, select, reset {Your Website Works password was reset} other {Your Website Works password was changed}}',
  'ownerMail.passwordChanged.body':
    'The password of your Website Works account was {how, select, reset {reset with a link sent to this address} other {changed on the Account page}}, and every other device was signed out.\n\nIf this was you, there is nothing to do. If it was not, reset your password now:\n{resetUrl}',
  'ownerMail.newSignIn.subject': 'New sign-in to your Website Works account',
  'ownerMail.newSignIn.body':
    'Your Website Works account was signed in to from a device it has not been used on before:\n\n{device}\n{place}\n{when}\n\nIf this was you, there is nothing to do. If it was not, change your password and sign that device out on your Account page:\n{accountUrl}',

  'ownerMail.siteSuspended.subject': 'Your website has been suspended',
  'ownerMail.siteSuspended.body':
    'Your Website Works website{withAddress, select, yes { ({siteUrl})} other {}} has been suspended. Visitors now see "This site is unavailable" instead of it, at its address and at any custom domain, and it cannot be published again until it is restored.\n\nThe reason:\n{reason}\n\nHow to appeal: if you think this is a mistake, or once you have fixed what is described above, reply to this e-mail or write to {supportEmail}, saying what you changed or why the site should be restored. A person reads every appeal and answers it. Your account, your website\'s content and your leads are kept while the site is suspended.',
  'ownerMail.siteRestored.subject': 'Your website is available again',
  'ownerMail.siteRestored.body':
    'Your Website Works website{withAddress, select, yes { ({siteUrl})} other {}} has been restored: visitors see it again, and you can publish changes as before.\n\nQuestions? Write to {supportEmail}.',

  'ownerMail.txtMissing.subject': 'The record proving {domain} is yours is gone',
  'ownerMail.txtMissing.body':
    'We checked {domain} again and could not find its TXT record {txtName}, which proves the domain is yours.\n\nYour website is still served on {domain} for now. If the record is not back within {days, plural, one {# day} other {# days}}, {domain} will stop showing your website.\n\nAdd it again at your domain\'s DNS provider: a TXT record named {txtName} with the value {token}.\nYour domain settings: {settingsUrl}',
  'ownerMail.domainStopped.subject': '{domain} no longer shows your website',
  'ownerMail.domainStopped.body':
    'The TXT record {txtName} that proves {domain} is yours has been missing for {days, plural, one {# day} other {# days}}, so {domain} no longer shows your website. Your website itself is still online at its Website Works address.\n\nTo use {domain} again, add the record back (the value is on the Settings page) and press "Check DNS": {settingsUrl}',

  'ownerMail.lead.subjectMessage': 'New message from {name} on your website',
  'ownerMail.lead.subjectQuote': 'New quote request from {name} on your website',
  'ownerMail.lead.introMessage': '{name} sent a message through the contact form on your website{withAddress, select, yes { ({siteUrl})} other {}}.',
  'ownerMail.lead.introQuote': '{name} asked for a quote through your website{withAddress, select, yes { ({siteUrl})} other {}}.',
  'ownerMail.lead.name': 'Name: {name}',
  'ownerMail.lead.contact': 'E-mail or phone: {contact}',
  'ownerMail.lead.job': 'Job: {job}',
  'ownerMail.lead.place': 'Postcode or town: {place}',
  'ownerMail.lead.photos': 'Photos: {photos, plural, =0 {none} other {# (see them in Leads)}}',
  'ownerMail.lead.received': 'Received: {when}',
  'ownerMail.lead.replyByMail': 'Reply to this e-mail to answer {name}: it goes to {replyTo}.',
  'ownerMail.lead.replyByPhone': '{name} left a phone number: {contact}.',
  'ownerMail.lead.allInLeads': 'All your messages are in Leads: {leadsUrl}',

  'ownerMail.booking.subjectRequest': 'Booking request: {service}, {when}',
  'ownerMail.booking.subjectBooked': 'New booking: {service}, {when}',
  'ownerMail.booking.asksFor': '{name} asks for {service} on {when} through your website.',
  'ownerMail.booking.booked': '{name} booked {service} on {when} through your website.',
  'ownerMail.booking.contact': 'E-mail or phone: {contact}',
  'ownerMail.booking.autoConfirmed': 'Bookings are confirmed automatically: it is in your calendar feed.',
  'ownerMail.booking.confirmOrDecline': 'Confirm or decline it in Bookings: {bookingsUrl}',
  'ownerMail.booking.cancelledSubject': 'Cancelled: {service}, {when}',
  'ownerMail.booking.cancelled': '{name} cancelled {service} on {when}. The time is free again.',
  'ownerMail.booking.yourBookings': 'Your bookings: {bookingsUrl}',

  'ownerPush.lead.title': 'New message from {name}',
  'ownerPush.review.title': 'New review from {name}',
  'ownerPush.review.body': '{stars} Approve it to show it on your website.',
  'ownerPush.booking.requestTitle': 'Booking request from {name}',
  'ownerPush.booking.bookedTitle': 'New booking from {name}',
  'ownerPush.booking.body': '{service}, {when}',
} as const;
