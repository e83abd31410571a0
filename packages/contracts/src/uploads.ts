// Image uploads by staff: limits both sides check, and what an upload answers.
import { z } from 'zod';

// ---- Uploads: POST /api/upload/multiple (multipart, repeated `files`, admin only) ----

/** Largest file accepted per upload (413 'Image is too large (max 10 MB)' above it). */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Most files accepted in one request. */
export const UPLOAD_MAX_FILES = 8;
/** Raster formats the server decodes; anything else (SVG, PDF, HEIC, scripts) is refused with 400. */
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/**
 * Widths stored for every image, largest first. `publicUrl` is the largest (`<name>.webp`); each
 * smaller one sits beside it as `<name>-<width>.webp`, so a srcset can be built from the URL alone.
 * Images are never upscaled: a narrow original keeps its width in every file.
 */
export const IMAGE_WIDTHS = [800, 400] as const;

export const UploadedImageSchema = z.object({
  publicUrl: z.string(),
  /** Real pixel widths of the stored files, in IMAGE_WIDTHS order (smaller than nominal when the original was narrow). */
  widths: z.array(z.number().int()).optional(),
  /** Size of the `publicUrl` file, so pages can reserve the space before it loads. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const UploadAnswerSchema = z.object({ data: z.array(UploadedImageSchema) });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;
