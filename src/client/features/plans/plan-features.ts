export const STARTER_FEATURES = [
  'A one-page website made in the live editor',
  'Published at a free Website Works address',
  'Unlimited edits and republishing',
  'Support by e-mail',
];

export const PROFESSIONAL_FEATURES = [
  'Everything in Starter',
  'Your own domain as the primary address',
  'Domain forwarding and DNS set up with you',
  'Site security: HTTPS on your domain',
  'Analytics with your Google tag',
  'SEO friendliness and a custom address on our domain',
];
