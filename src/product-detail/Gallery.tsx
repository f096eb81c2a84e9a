import type { ProductVariety } from '../../domain/product.js';

/** The chosen colour's pictures: the big one the machine shows (it moves on every 8 s), thumbnails to pick one. */
export function Gallery({
  name,
  variety,
  imageIndex,
  onShow,
}: {
  name: string;
  variety: ProductVariety | undefined;
  imageIndex: number;
  onShow: (index: number) => void;
}) {
  const images = variety?.images ?? [];
  const current = images[imageIndex] ?? images[0];
  return (
    <div className="gallery" aria-roledescription="carousel" aria-label={`Pictures of ${name}`}>
      <div className="gallery-main">
        {current && (
          <img
            src={current}
            alt={`${name} in ${variety?.color ?? ''}, picture ${imageIndex + 1} of ${images.length}`}
            width="600"
            height="600"
          />
        )}
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              className={index === imageIndex ? 'gallery-thumb current' : 'gallery-thumb'}
              aria-label={`Show picture ${index + 1}`}
              aria-current={index === imageIndex}
              data-early={`picture:${index}`}
              onClick={() => onShow(index)}
            >
              <img src={image} alt="" width="72" height="72" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
