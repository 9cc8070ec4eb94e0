page 50244 "New Words"
{
}
