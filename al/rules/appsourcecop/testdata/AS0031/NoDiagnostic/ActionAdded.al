page 50100 P
{
    actions
    {
        area(Processing)
        {
            action(Post) { }
            action(Other) { }
            action(Third) { }
        }
    }
}
