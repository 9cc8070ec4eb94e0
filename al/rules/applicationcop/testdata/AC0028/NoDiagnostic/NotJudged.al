table 50361 "Tip Item Fine"
{
    fields
    {
        field(1; "No."; Code[20]) { ToolTip = 'Specifies the number.'; }
        field(2; Old; Code[20]) { ObsoleteState = Pending; ObsoleteReason = 'Unused.'; }
    }
}

page 50361 "Tip Item Fine List"
{
    PageType = List;
    SourceTable = "Tip Item Fine";

    layout
    {
        area(Content)
        {
            repeater(Lines)
            {
                field("No."; Rec."No.")
                {
                    ToolTip = 'Specifies the number of the item.';
                }
                field(Old; Rec.Old)
                {
                    ToolTip = 'Specifies the old value.';
                }
                field(Total; GetTotal())
                {
                    ToolTip = 'Specifies the total.';
                }
                field(Customer; Cust.Name)
                {
                    ToolTip = 'Specifies a field of a table outside the project.';
                }
                field(Hidden; Rec."No.")
                {
                    ObsoleteState = Pending;
                    ObsoleteReason = 'Unused.';
                    ToolTip = 'Specifies an obsolete control.';
                }
            }
        }
    }

    var
        Cust: Record Customer;

    local procedure GetTotal(): Decimal
    begin
        exit(0);
    end;
}
