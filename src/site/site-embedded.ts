import { createContext } from 'react';

/** True where the page is shown inside the app (editor, /example): its forms send nothing, its links stay put. */
export const SiteEmbeddedContext = createContext(false);
