table 50240 "Visit"
{
    fields
    {
        field(1; "No."; Code[20]) { }
        field(2; Duration; Decimal) { }
    }

    procedure Summary(): Text
    begin
        exit(Rec."No.");
    end;
}

page 50241 "Visit Card"
{
    SourceTable = Visit;

    layout
    {
        area(Content)
        {
            field("No."; Rec."No.") { }
            field([=VisitorName=]; VisitorName) { }
            field([=Hint=]; HintLbl)
            {
                ShowCaption = true;
            }
            field([=SummaryText=]; Rec.Summary()) { }
            field([=Hours=]; Rec.Duration / 60) { }
            field([="Totals[1]"=]; Totals[1]) { }
            field([=Fixed=]; 'n/a') { }
        }
    }

    var
        VisitorName: Text[100];
        HintLbl: Label 'Fill in the visitor.';
        Totals: array[3] of Decimal;
}

report 50242 "Visit List"
{
    dataset
    {
        dataitem(VisitItem; Visit) { }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                field([=FromDate=]; FromDate) { }
            }
        }
    }

    var
        FromDate: Date;
}

pageextension 50243 "Visit Card Ext" extends "Visit Card"
{
    layout
    {
        addlast(Content)
        {
            field([=Extra=]; ExtraNote) { }
        }
    }

    var
        ExtraNote: Text;
}
