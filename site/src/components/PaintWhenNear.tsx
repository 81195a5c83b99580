import styled from 'styled-components'

/**
 * A long list stays whole in the page (find-in-page and screen readers reach every item)
 * while the browser skips laying out and painting what is far off screen. Items are taken to be
 * about `--paint-estimate` tall until drawn (set it on the list); static CSS, so many of them
 * cost nothing to style.
 */
export const PaintWhenNear = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto var(--paint-estimate, 500px);
`
