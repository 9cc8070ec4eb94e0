table 50100 "My Table"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        // No AutoFormatType on the field: AA0473's to report, not this rule's.
        field(2; Quantity; Decimal) { }
    }
}

page 50100 "My Page"
{
    SourceTable = "My Table";

    layout
    {
        area(Content)
        {
            // Table fields take the field's AutoFormatType.
            field(Quantity; Rec.Quantity) { ApplicationArea = All; }
            field(QuantityBare; Quantity) { ApplicationArea = All; }
            field(OtherRec; OtherTable.Quantity) { ApplicationArea = All; }
            // Formatted values.
            field(Total; TotalAmount)
            {
                ApplicationArea = All;
                AutoFormatType = 1;
                AutoFormatExpression = '';
            }
            field("Total 2"; TotalAmount) { ApplicationArea = All; autoformattype = 0; }
            // Not decimals.
            field(Count; CountValue) { ApplicationArea = All; }
            field(Name; NameText) { ApplicationArea = All; }
            field(Flag; IsSet()) { ApplicationArea = All; }
            // Obsolete controls are skipped.
            field(OldTotal; TotalAmount)
            {
                ApplicationArea = All;
                ObsoleteState = Pending;
                ObsoleteReason = 'Replaced';
            }
        }
    }

    var
        OtherTable: Record "My Table";
        TotalAmount: Decimal;
        CountValue: Integer;
        NameText: Text;

    local procedure IsSet(): Boolean
    begin
        exit(true);
    end;
}

page 50101 "Pragma Page"
{
    layout
    {
        area(Content)
        {
#pragma warning disable AA0471
            field(Total; TotalAmount) { ApplicationArea = All; }
#pragma warning restore AA0471
        }
    }

    var
        TotalAmount: Decimal;
}
