import { useContext } from 'react';
import type { SiteImageProps } from '../../../site/editable';
import { SiteImagesContext } from '../../../site/site-image';
import { FocalPointPicker } from '../../components/focal-point';
import { imageSrc } from '../../../site/safe-url';
import { EMPTY_IMAGE } from '../../../shared/website';
import { useImageUpload } from '../../components/image-upload';
import { useStockPhotos } from '../../components/photo-search-dialog';
import classes from './editable.module.css';
import { appText } from '../../i18n/app-text';

/** An image slot of the page: the picture (or an empty frame of the same shape) with Add/Change/Remove. */
export function EditableImage({
  path,
  value,
  label,
  minWidth,
  minHeight,
  className,
  focusPath,
  focus,
  onChange,
  onFocusChange,
}: SiteImageProps & { onChange: (value: string) => void; onFocusChange?: (focusPath: string, focus: string) => void }) {
  const { input, pick, progress, uploading, preparing } = useImageUpload({ label, minWidth, minHeight, onChange });
  // "Search photos" only where the operator configured a stock-photo provider (decision 0057).
  const photos = useStockPhotos(label, onChange);
  const src = imageSrc(value);
  // The processed variant the page will show (decision 0014), never the original upload.
  const processed = useContext(SiteImagesContext)[value];
  const shown = processed ? (processed.widths.find((w) => w.width >= 960) ?? processed.widths[processed.widths.length - 1])?.url ?? processed.src : src;
  const compact = path === 'logo' || path.startsWith('otherItems.');
  const classNames = [className, classes.image, src ? '' : classes.imageEmpty, compact ? classes.compact : '', path === 'logo' ? classes.logo : ''].filter(Boolean).join(' ');
  return (
    <div className={classNames} aria-busy={uploading || undefined}>
      {input}
      {shown && focusPath && onFocusChange ? (
        <FocalPointPicker src={shown} focus={focus} label={label} fit="cover" onChange={(next) => onFocusChange(focusPath, next)} />
      ) : (
        shown && <img src={shown} alt="" />
      )}
      <div className={classes.imageActions}>
        <button type="button" className="ww-edit-btn" onClick={pick} disabled={uploading} aria-label={src ? appText('editor.changeImage', { label }) : appText('editor.addImageLabel', { label })}>
          {preparing ? appText('editor.preparing') : uploading ? appText('editor.uploading') : src ? appText('editor.change') : compact ? appText('editor.add') : appText('editor.addImage')}
        </button>
        {photos.available && !uploading && path !== 'logo' && (
          <button type="button" className="ww-edit-btn" onClick={photos.open} aria-label={appText('editor.searchPhotosFor', { label })} aria-haspopup="dialog">
            {compact ? appText('editor.photos') : appText('editor.searchPhotos')}
          </button>
        )}
        {src && !uploading && (
          <button type="button" className="ww-edit-btn" onClick={() => onChange(EMPTY_IMAGE)} aria-label={appText('editor.removeImage', { label })}>
            {compact ? '✕' : appText('editor.remove')}
          </button>
        )}
      </div>
      {photos.dialog}
      {uploading && (
        <div className={classes.progress} role="progressbar" aria-label={appText('editor.uploadProgress', { label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round((progress ?? 0) * 100)}>
          <span style={{ width: `${Math.round((progress ?? 0) * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
