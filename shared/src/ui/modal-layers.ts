import { MODAL_BASE_LAYER, MODAL_LAYER_STEP } from './spec';

/** The z-index of the modal at `index` in the stack (0 = the first one open). */
export function modalLayer(index: number): number {
  return MODAL_BASE_LAYER + MODAL_LAYER_STEP * index;
}
