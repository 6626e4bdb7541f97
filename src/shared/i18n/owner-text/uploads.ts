/** The picture upload's refusals (src/shared/image-schema.ts). */
export const UPLOADS_TEXT = {
  'uploads.sendTheFileName': 'Send the file name as text.',
  'uploads.sendTheFileName2': 'Send the file name.',
  'uploads.theFileNameMust': 'The file name must be at most 255 characters.',
  'uploads.sendTheFileType': 'Send the file type as text.',
  'uploads.sendTheFileSize': 'Send the file size in bytes as a number.',
  'uploads.theFileSizeMust': 'The file size must be a whole number of bytes.',
  'uploads.theFileIsEmpty': 'The file is empty.',
  'uploads.sendTheImageKey': 'Send the image key as text.',
  'uploads.sendTheImageKey2': 'Send the image key.',
  'uploads.theImageKeyIs': 'The image key is too long.',
} as const;
