page 50120 "AC0014 Page"
{
    PageType = Card;
    SourceTable = "AC0014 Table";

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.")
            {
                ToolTip = [='Specifies the number'=];
            }
            field(Name; Rec.Name)
            {
                tooltip = [='Specifies the name, Comment'=], Comment = 'A comment.';
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Post)
            {
                ToolTip = [='Post the document!'=];
            }
        }
    }
}
