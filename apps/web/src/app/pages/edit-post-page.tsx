import { PLACE_CONTROLS } from '../../features/places/place-controls';
import { EditPostPage } from '../../features/posts/edit-post-page';

/** Edit your post, with the place controls to say where the item is. */
export function Component() {
  return <EditPostPage places={PLACE_CONTROLS} />;
}
