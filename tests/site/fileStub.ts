export default 'file-stub'
