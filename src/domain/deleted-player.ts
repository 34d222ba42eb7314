/**
 * The name every deleted account shows wherever its kept predictions appear (src/server/modules/gdpr/). A module
 * of its own: the public tables import it without the rest of the GDPR texts.
 */
export const DELETED_PLAYER_NAME = 'jucător șters';
