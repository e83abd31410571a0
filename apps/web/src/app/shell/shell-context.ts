// Tells the error page whether the shop's header and footer are already around it.
import { createContext } from 'react';

export const InShellContext = createContext(false);
