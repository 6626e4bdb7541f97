import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { EMPTY_IMAGE } from '../../shared/website';
import { imageSrc } from '../../site/safe-url';
import { previewUrl, useProcessedImages } from '../lib/processed-images';
import { FocalPointPicker } from './focal-point';
import { useStockPhotos } from './photo-search-dialog';
import { ACCEPTED_IMAGE_TYPES } from '../api/accepted-image-types';
import classes from './image-upload.module.css';
import { appText } from '../i18n/app-text';

export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export interface ImageUploadOptions {
  /** Names the image in the dimension message ('{label} dimensions should be at least …'). */
  label: string;
  minWidth?: number;
  minHeight?: number;
  onChange: (url: string) => void;
}

/** The upload code, loaded when the owner opens the file picker (it is not needed to show a page). */
const loadUploader = () => import('../api/upload-image');

/**
 * The spec's image flow (§4) with its messages (§8) as toasts: pick → check → upload with
 * progress → onChange(public URL). Errors leave the value as it was.
 */
export function useImageUpload({ label, minWidth, minHeight, onChange }: ImageUploadOptions) {
  const [progress, setProgress] = useState<number | null>(null);
  const [preparing, setPreparing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function upload(file: File | null | undefined) {
    if (!file) return;
    setProgress(0);
    let uploader: Awaited<ReturnType<typeof loadUploader>> | undefined;
    try {
      uploader = await loadUploader();
      const url = await uploader.uploadImage(file, { label, minWidth, minHeight, onProgress: setProgress, onPreparing: () => setPreparing(true) });
      onChange(url);
    } catch (error) {
      const message = uploader && error instanceof uploader.ImageUploadError ? error.message : 'Image upload error';
      toast.error(message, { position: 'bottom-center' });
    } finally {
      setProgress(null);
      setPreparing(false);
    }
  }

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept={IMAGE_ACCEPT}
      hidden
      aria-label={appText('shared.uploadLabel', { label })}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        // Cleared so choosing the same file again (after fixing nothing) still reports a change.
        event.currentTarget.value = '';
        void upload(file);
      }}
    />
  );

  return {
    /** The hidden file input; render it once next to the control. */
    input,
    pick: () => {
      void loadUploader().catch(() => undefined); // while the owner chooses a file; a failure shows on upload
      inputRef.current?.click();
    },
    upload,
    /** 0–1 while uploading, else null. */
    progress,
    uploading: progress !== null,
    /** The bytes are sent; the server is making the image's sizes and formats. */
    preparing,
  };
}

export interface ImageUploadProps extends ImageUploadOptions {
  /** An image URL or 'empty'. */
  value: string;
  /** Shown under the label, e.g. the recommended size. */
  description?: ReactNode;
  /** 'contain' shows the whole picture (a logo); 'cover' (default) fills the frame. */
  fit?: 'cover' | 'contain';
  disabled?: boolean;
  /** A cropped picture's focal point ('x% y%'): with onFocusChange, the preview sets it by click, tap or arrow keys. */
  focus?: string;
  onFocusChange?: (focus: string) => void;
}

/** A labelled image field: preview, Upload/Replace, Clear (sets 'empty'), progress while uploading. */
export function ImageUpload({ value, description, disabled, fit = 'cover', focus, onFocusChange, ...options }: ImageUploadProps) {
  const { input, pick, progress, uploading, preparing } = useImageUpload(options);
  // "Search photos" (decision 0057) for pictures, not logos (shown whole: 'contain').
  const photos = useStockPhotos(options.label, options.onChange);
  // The processed variant (decision 0014) once the server has made it, else the stored URL.
  const processed = useProcessedImages()[value];
  const src = imageSrc(value) && (previewUrl(processed, 320) ?? imageSrc(value));
  const picking = src !== undefined && onFocusChange !== undefined && !disabled;
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {options.label}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <Box className={`${classes.preview} ${picking ? classes.picking : ''}`}>
        {src && picking ? (
          <FocalPointPicker src={src} focus={focus} label={options.label} fit="contain" onChange={onFocusChange} />
        ) : src ? (
          <img src={src} alt={appText('shared.preview', { label: options.label })} className={`${classes.image} ${fit === 'contain' ? classes.contain : ''}`} />
        ) : (
          <Text size="xs" c="dimmed">
            {appText('shared.noImage')}
          </Text>
        )}
      </Box>
      {picking && (
        <Text size="xs" c="dimmed">
          {appText('shared.clickOrTapThe')}
        </Text>
      )}
      {uploading && <Progress value={(progress ?? 0) * 100} size="sm" animated aria-label={appText('shared.uploadProgress', { label: options.label })} />}
      {preparing && (
        <Text size="xs" c="dimmed" role="status">
          {appText('shared.preparingTheImageFor')}
        </Text>
      )}
      <Group gap="xs">
        {input}
        <Button size="xs" variant="light" onClick={pick} loading={uploading} disabled={disabled}>
          {src ? appText('shared.replace') : appText('shared.upload')}
        </Button>
        {photos.available && fit === 'cover' && (
          <Button size="xs" variant="light" onClick={photos.open} disabled={disabled || uploading} aria-label={appText('shared.searchPhotosFor', { label: options.label })} aria-haspopup="dialog">
            {appText('shared.searchPhotos')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="gray"
          onClick={() => options.onChange(EMPTY_IMAGE)}
          disabled={disabled || uploading || value === EMPTY_IMAGE}
          aria-label={appText('shared.clearLabel', { label: options.label })}
        >
          {appText('shared.clear')}
        </Button>
      </Group>
      {photos.dialog}
    </Stack>
  );
}
