// What other modules use of places: where a post is and is shown, and the points the feed
// measures from.
export { placeWhere, postWhere, type PostWhere } from './post-where';
export { pointIdOf } from './queries';
export {
  PointsInReach,
  ShownPoints,
  sortedByDistance,
  type NearPoint,
  type ShownPoint,
} from './shown-points';
