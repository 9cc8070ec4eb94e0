table 50210 "Crate"
{
    fields
    {
        field(1; "Code"; Code[20]) { }
    }

    internal procedure Seal()
    begin
    end;

    internal procedure Label(): Text
    begin
        exit('');
    end;
}

page 50211 "Crate Card"
{
    SourceTable = Crate;

    layout
    {
        area(Content)
        {
            field(LabelText; Rec.Label()) { }
        }
    }

    trigger OnOpenPage()
    begin
        Rec.Seal();
    end;
}
