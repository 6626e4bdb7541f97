import { Loader, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Lead } from '../../../../shared/leads-schema';
import { apiFile } from '../../../lib/api-client';
import classes from '../leads-page.module.css';
import { appText } from '../../../i18n/app-text';

type Photo = NonNullable<Lead['quote']>['photos'][number];

/** A photo's bytes from the API (it needs the access token, so no plain <img src>), as an object URL while shown. */
function usePhotoUrl(path: string, enabled = true): string | undefined {
  const { data } = useQuery({ queryKey: ['lead-photo', path], queryFn: () => apiFile(path.replace(/^\/api\//, '')), enabled, staleTime: Infinity, gcTime: 5 * 60_000 });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function Thumbnail({ photo, label, onOpen }: { photo: Photo; label: string; onOpen: () => void }) {
  const url = usePhotoUrl(photo.small);
  return (
    <button type="button" className={classes.photoButton} style={{ background: photo.color }} onClick={onOpen} aria-label={appText('leads.openPhoto', { label })} data-testid="lead-photo">
      {url && <img src={url} alt="" width={96} height={96} />}
    </button>
  );
}

function LargePhoto({ photo, label }: { photo: Photo; label: string }) {
  const url = usePhotoUrl(photo.large);
  if (!url) return <Loader size="sm" aria-label={appText('leads.loadingThePhoto')} />;
  return <img className={classes.large} src={url} alt={label} width={photo.width} height={photo.height} style={{ width: 'auto', height: 'auto' }} />;
}

/** A quote request's photos as the visitor sent them (processed: no metadata), each opening larger. */
export function LeadPhotos({ lead }: { lead: Lead }) {
  const photos = lead.quote?.photos ?? [];
  const [open, setOpen] = useState<Photo | undefined>(undefined);
  if (photos.length === 0) return null;
  const labelOf = (photo: Photo) => appText('leads.photoOfFrom', { position: photo.position, count: photos.length, name: lead.name });
  return (
    <>
      <ul className={classes.photos} aria-label={appText('leads.photosFrom', { name: lead.name })}>
        {photos.map((photo) => (
          <li key={photo.position}>
            <Thumbnail photo={photo} label={labelOf(photo)} onOpen={() => setOpen(photo)} />
          </li>
        ))}
      </ul>
      <Modal opened={open !== undefined} onClose={() => setOpen(undefined)} title={open ? appText('leads.photoOf', { position: open.position, count: photos.length }) : ''} size="xl" centered>
        {open && (
          <>
            <LargePhoto photo={open} label={labelOf(open)} />
            <Text size="xs" c="dimmed" mt="xs">
              {appText('leads.photoSize', { width: open.width, height: open.height })}
            </Text>
          </>
        )}
      </Modal>
    </>
  );
}
