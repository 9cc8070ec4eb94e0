page 50137 "AC0016 Crlf"
{
    actions
    {
        area(Processing)
        {
            action(Post)
            {
                ToolTip = [='Post the document.\\Then print it.'=];
            }
        }
    }
}
