import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { api, ApiError } from '../lib/api-client';
import { usePublicConfig } from '../lib/public-config';
import type { PhotoResult, PhotoSearchResult } from '../../shared/photo-schema';
import classes from './photo-search-dialog.module.css';

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
    setStatus('Searching…');
    try {
      const found = await api<PhotoSearchResult>('POST', 'photos/search', { input: { query: words, page: next } });
      setPhotos((earlier) => (next === 1 ? found.photos : [...earlier, ...found.photos]));
      setHome(found.providerUrl);
      setSearched(words);
      setPage(next);
      setTotalPages(found.totalPages);
      setStatus(found.photos.length === 0 ? `No photos of “${words}” on ${name}. Try other words.` : `${next === 1 ? found.photos.length : 'More'} photos of “${words}”.`);
      if (next > 1) requestAnimationFrame(() => firstNew.current?.focus());
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The search did not work. Please try again.');
      setStatus('');
    } finally {
      setSearching(false);
    }
  }

  async function pick(photo: PhotoResult) {
    setChoosing(photo.id);
    setProblem(null);
    setStatus('Adding the photo to your website…');
    try {
      const url = await choose(photo.id);
      onChosen(url);
      setStatus('');
      onClose();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : 'The photo could not be added. Please try again.');
      setStatus('');
    } finally {
      setChoosing(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const words = query.trim();
    if (words === '') {
      setProblem('Type what the photo should show, for example “fresh bread”.');
      return;
    }
    void search(words, 1);
  }

  const firstOfLastPage = photos.length - Math.min(photos.length, 24);
  return (
    <Modal opened={opened} onClose={onClose} title={`Search photos for ${label}`} size="xl" centered classNames={{ body: classes.body }} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <form onSubmit={submit} role="search" aria-label={`Search ${name}`}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              className={classes.query}
              label="What should the photo show?"
              placeholder="For example: fresh bread"
              value={query}
              maxLength={100}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" loading={searching && page === 1}>
              Search
            </Button>
          </Group>
        </form>
        <Text size="sm">
          Photos from{' '}
          {home ? (
            <Anchor href={home} target="_blank" rel="noopener" underline="always" c="inherit" fw={600}>
              {name}
            </Anchor>
          ) : (
            name
          )}
          , free to use. Your page credits the photographer at the bottom, as {name} asks.
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
          <ul className={classes.grid} aria-label={`Photos of “${searched}”`}>
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
                      <Loader size="sm" color="white" /> Adding…
                    </span>
                  )}
                </button>
                <span className={classes.credit}>
                  by{' '}
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
            More photos
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
