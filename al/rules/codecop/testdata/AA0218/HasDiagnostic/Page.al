page 50150 "AA0218 Page"
{
    PageType = Card;
    SourceTable = "AA0218 Other Table";

    layout
    {
        area(Content)
        {
            group(General)
            {
                field([=Total=]; TotalAmount) { }
                field([="Computed"=]; GetComputed()) { }
                field([=Cell1=]; Cells[1]) { }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action([=Post=])
            {
                trigger OnAction()
                begin
                end;
            }
            group(More)
            {
                action([="Post and Print"=]) { }
            }
        }
    }

    var
        TotalAmount: Decimal;
        Cells: array[10] of Text;

    local procedure GetComputed(): Text
    begin
    end;
}
