page 50395 "Tipped Page"
{
    layout
    {
        area(Content)
        {
            group(General)
            {
                Caption = 'General';
                field(Total; TotalAmount)
                {
                    Caption = 'Total';
                    ToolTip = 'Specifies the total.';
                }
            }
        }
        area(FactBoxes)
        {
            systempart(Links; Links) { }
        }
    }

    actions
    {
        area(Processing)
        {
            group(Posting)
            {
                Caption = 'Posting';
                action(Post)
                {
                    ToolTip = 'Post the document.';
                    trigger OnAction()
                    begin
                    end;
                }
            }
        }
        area(Promoted)
        {
            actionref(Post_Promoted; Post) { }
        }
    }

    var
        TotalAmount: Decimal;
}
