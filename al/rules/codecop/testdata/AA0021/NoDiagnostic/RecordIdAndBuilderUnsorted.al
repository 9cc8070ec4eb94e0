codeunit 50176 "Var Order Links"
{
    procedure PurgeLinks()
    var
        Link: Record "Var Order Link";
        Target: RecordRef;
        [|LastTarget: RecordId;|]
        Done: Integer;
    begin
    end;

    procedure MergeDocuments()
    var
        [|Picker: FilterPageBuilder;|]
        [|Source: RecordRef;|]
        View: Text;
    begin
    end;

    procedure KeysOf()
    var
        [|Id: RecordId;|]
        [|Source: RecordRef;|]
        [|Picker: FilterPageBuilder;|]
        [|Field: FieldRef;|]
    begin
    end;

    procedure Unranked()
    var
        [|Picker: FilterPageBuilder;|]
        [|Id: RecordId;|]
        [|Link: Record "Var Order Link";|]
    begin
    end;
}

table 50177 "Var Order Link"
{
    fields
    {
        field(1; "No."; Integer) { }
    }
}
