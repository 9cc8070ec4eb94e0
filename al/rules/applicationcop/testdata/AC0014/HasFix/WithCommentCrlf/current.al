page 50128 "AC0014 Fix Crlf"
{
    actions
    {
        area(Processing)
        {
            action(Post)
            {
                ToolTip = [='Post the document'=], Comment = 'Posting action';
            }
        }
    }
}
