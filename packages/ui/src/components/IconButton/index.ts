export { IconButton, type IconButtonProps } from './IconButton';
export { CloseIcon, DeleteIcon, EditIcon, ViewIcon } from './icons';
