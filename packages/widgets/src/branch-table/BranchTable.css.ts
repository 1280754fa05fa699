/** The name opens the branch: the shared row-link button. */
export { rowLinkButton as nameButton } from '../ui/row-link.css';
