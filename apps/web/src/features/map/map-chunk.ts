/**
 * The maps' own chunk (feed-map-view.tsx, place-map-view.tsx): Leaflet with its styles,
 * Supercluster, the maps, and their texts in both languages, added as the chunk runs.
 */
import 'leaflet/dist/leaflet.css';
import './map.css';

import ar from '../../i18n/ar.json?map';
import en from '../../i18n/en.json?map';
import { addTexts } from '../../i18n/i18n';

addTexts({ en, ar });

export { FeedMap } from './feed-map';
export { PlaceMap } from './place-map';
