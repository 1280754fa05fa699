/** The name opens the branch. */
export { rowLinkButton as nameButton } from '../ui/row-link.css';
