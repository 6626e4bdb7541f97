/** The image types an owner may upload (spec §4); the file picker offers only these. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
