// The picture the Settings tab's "Test upload" sends through the image pipeline: a pink
// five-petal flower on white, 64 × 64, as a 282-byte PNG kept here as text (no canvas needed, the
// same bytes everywhere).
const TEST_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAACVBMVEXbJ3f////7vyTZJxPoAAAACXBIWXMAAAsSAAALEgHS3X78AAAAt0lEQVRYw+3XzQqEMAxG0Zu8/0MPODBQx+bPFrJolmKOLtLPiLwsDtAe4KoywK9KAEPlAYgJ2wAICrsAiAoNge+dE+CBwX2w8yrk+0eBfPtILASgJKwDoCbYgF5VB1TnQgRQNYQAoGoJPqBqCusByQGyAZAM8Hyc40AsD0L990iLDJKfieYoe6HqHyYbSGdqO+Dtd+EAPeZAsv0u4O57+Auqvehg7keTC+6S9R988zXr/PIcoAfwAVOyCvvT91I+AAAAAElFTkSuQmCC';

export function buildTestImageFile(): File {
  const bytes = Uint8Array.from(atob(TEST_PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], 'phoolwari-upload-test.png', { type: 'image/png' });
}
