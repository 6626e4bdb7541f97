import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnloadPrompt } from '../../lib/use-leave-prompt';
import { appText } from '../../i18n/app-text';

/** What a save before leaving came to: done, or the sentence saying why not. */
export type SaveOutcome = { saved: true } | { saved: false; message: string };

/**
 * No edit is lost on the way out of the editor (issue 23). An in-app link, "Preview and publish" or the
 * back button while edits are unsaved saves them first and then goes where the owner asked; the page
 * they reach (the publish preview, the Company page) shows the saved content. Only when the save fails
 * (a colour that is not a colour, the connection gone) does the owner choose: stay, or leave without
 * the changes. Closing or reloading the tab cannot wait for a save, so there the browser asks (spec §2).
 * Its own component: the router's blocker sets state when it mounts, which would otherwise render the
 * whole editor (and the page in it) a second time.
 */
export function SaveBeforeLeaving({ dirty, save }: { dirty: boolean; save: () => Promise<SaveOutcome> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [failure, setFailure] = useState<string | null>(null);
  // This blocked navigation is being (or has been) answered: a save once, then the owner's choice.
  const handling = useRef(false);
  const saveNow = useRef(save);
  saveNow.current = save;

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      handling.current = false;
      return;
    }
    if (handling.current) return;
    handling.current = true;
    void saveNow.current().then((outcome) => {
      if (outcome.saved) blocker.proceed();
      else setFailure(outcome.message);
    });
  }, [blocker]);

  useBeforeUnloadPrompt(dirty);

  const stay = () => {
    setFailure(null);
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    setFailure(null);
    if (blocker.state === 'blocked') blocker.proceed();
  };
  return (
    <Modal opened={failure !== null} onClose={stay} title={appText('editor.yourChangesAreNot')} centered>
      <Stack>
        <Text size="sm">{failure}</Text>
        <Text size="sm">{appText('editor.stayToFixIt')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={leave}>
            {appText('editor.leaveWithoutSaving')}
          </Button>
          <Button onClick={stay} data-autofocus>
            {appText('editor.stayAndFix')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
