import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { api, ApiError } from '../lib/api-client';
import { usePublicConfig } from '../lib/public-config';
import type { PhotoResult, PhotoSearchResult } from '../../shared/photo-schema';
import classes from './photo-search-dialog.module.css';
import { appRich, appText } from '../i18n/app-text';

const PROVIDER_NAMES = { unsplash: 'Unsplash', pexels: 'Pexels' } as const;

export interface PhotoSearchDialogProps {
  opened: boolean;
  provider: 'unsplash' | 'pexels';
  /** The image field's name ("Hero image"), in the dialog's title. */
  label: string;
  onClose: () => void;
  /** Downloads the chosen photo into the owner's media; answers the URL for the field (throws a sentence). */
  choose: (id: string) => Promise<string>;
  onChosen: (url: string) => void;
}

/**
 * "Search photos" (decision 0057): a search box and a grid of the provider's results, each a button
 * named by the provider's description of the photo and crediting its photographer. Choosing one
 * downloads it into the owner's media (the published page never links to the provider's images).
 */
export function PhotoSearchDialog({ opened, provider, label, onClose, choose, onChosen }: PhotoSearchDialogProps) {
  const name = PROVIDER_NAMES[provider];
  // The provider's link, with the referral parameters it asks for, as the server gives it with the first results.
  const [home, setHome] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [photos, setPhotos] = useState<PhotoResult[]>([]);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(0);
  const [searching, setSearching] = useState(false);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const firstNew = useRef<HTMLButtonElement>(null);

  async function search(words: string, next: number) {
    setSearching(true);
    setProblem(null);
    setStatus(appText('shared.searching'));
    try {
      const found = await api<PhotoSearchResult>('POST', 'photos/search', { input: { query: words, page: next } });
      setPhotos((earlier) => (next === 1 ? found.photos : [...earlier, ...found.photos]));
      setHome(found.providerUrl);
      setSearched(words);
      setPage(next);
      setTotalPages(found.totalPages);
      setStatus(found.photos.length === 0 ? appText('shared.noPhotos', { words, provider: name }) : appText('shared.photosFound', { first: next === 1 ? 'yes' : 'no', count: found.photos.length, words }));
      if (next > 1) requestAnimationFrame(() => firstNew.current?.focus());
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : appText('shared.searchFailed'));
      setStatus('');
    } finally {
      setSearching(false);
    }
  }

  async function pick(photo: PhotoResult) {
    setChoosing(photo.id);
    setProblem(null);
    setStatus(appText('shared.addingPhoto'));
    try {
      const url = await choose(photo.id);
      onChosen(url);
      setStatus('');
      onClose();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : appText('shared.photoNotAdded'));
      setStatus('');
    } finally {
      setChoosing(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = query.trim();
    if (words === '') {
      setProblem(appText('shared.typeWhatPhoto'));
      return;
    }
    void search(words, 1);
  }

  const firstOfLastPage = photos.length - Math.min(photos.length, 24);
  return (
    <Modal opened={opened} onClose={onClose} title={appText('shared.searchPhotosFor', { label })} size="xl" centered classNames={{ body: classes.body }} closeButtonProps={{ 'aria-label': appText('shared.close') }}>
      <Stack gap="sm">
        <form onSubmit={submit} role="search" aria-label={appText('shared.searchProvider', { provider: name })}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              className={classes.query}
              label={appText('shared.whatShouldThePhoto')}
              placeholder={appText('shared.forExampleFreshBread')}
              value={query}
              maxLength={100}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" loading={searching && page === 1}>
              {appText('shared.search')}
            </Button>
          </Group>
        </form>
        <Text size="sm">
          {appRich('shared.photosFrom', {
            name,
            provider: home ? (
              <Anchor href={home} target="_blank" rel="noopener" underline="always" c="inherit" fw={600}>
                {name}
              </Anchor>
            ) : (
              name
            ),
          })}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <p className={classes.status} role="status">
          {status}
        </p>
        {photos.length > 0 && (
          <ul className={classes.grid} aria-label={appText('shared.photosOf', { words: searched })}>
            {photos.map((photo, index) => (
              <li key={photo.id} className={classes.item}>
                <button
                  ref={index === firstOfLastPage && page > 1 ? firstNew : undefined}
                  type="button"
                  className={classes.choice}
                  onClick={() => void pick(photo)}
                  disabled={choosing !== null}
                  aria-busy={choosing === photo.id || undefined}
                  style={{ backgroundColor: photo.color, aspectRatio: photo.width && photo.height ? `${photo.width} / ${photo.height}` : undefined }}
                >
                  <img src={photo.thumbUrl} alt={photo.description} loading="lazy" />
                  {choosing === photo.id && (
                    <span className={classes.adding}>
                      <Loader size="sm" color="white" /> {appText('shared.adding')}
                    </span>
                  )}
                </button>
                <span className={classes.credit}>
                  {appText('shared.by')}{' '}
                  <a href={photo.photographerUrl} target="_blank" rel="noopener">
                    {photo.photographer}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        )}
        {page < totalPages && photos.length > 0 && (
          <Button variant="default" onClick={() => void search(searched, page + 1)} loading={searching && page > 0} disabled={choosing !== null}>
            {appText('shared.morePhotos')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

/** The stock-photo code, loaded when the owner chooses a photo. */
const chooseStockPhoto = (id: string) => import('../api/upload-image').then((m) => m.chooseStockPhoto(id));

/**
 * "Search photos" for one image field: whether the operator configured a provider (GET /api/config),
 * a function that opens the dialog, and the dialog to render (null while closed).
 */
export function useStockPhotos(label: string, onChange: (url: string) => void): { available: boolean; open: () => void; dialog: ReactNode } {
  const provider = usePublicConfig()?.photos ?? null;
  const [opened, setOpened] = useState(false);
  return {
    available: provider !== null,
    open: () => setOpened(true),
    dialog:
      provider && opened ? (
        <PhotoSearchDialog opened provider={provider} label={label} onClose={() => setOpened(false)} choose={chooseStockPhoto} onChosen={onChange} />
      ) : null,
  };
}
