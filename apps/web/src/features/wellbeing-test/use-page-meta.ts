import { useEffect } from 'react';

/**
 * Title and meta description of the page while it is shown (for search and for sharing); the
 * previous description comes back when the page goes.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
