namespace Planted.Objects;

table 50455 "Obj Doc"
{
    fields
    {
        field(1; "No."; Code[20]) { }
    }

    procedure Attach(Doc: Record "Obj Doc")
    begin
    end;

    procedure Attach(No: Code[20])
    begin
    end;
}

tableextension 50455 "Obj Doc Ext" extends "Obj Doc"
{
    procedure AttachExt(Doc: Record "Obj Doc")
    begin
    end;

    procedure AttachExt(No: Code[20])
    begin
    end;
}

codeunit 50455 "Obj Fine"
{
    procedure Run(var Doc: Record "Obj Doc")
    var
        Ref: RecordRef;
        Value: Variant;
        Missing: Record "Not Loaded Table";
    begin
        // A record, a Variant, an overload taking Code, and values of unknown type.
        CopyComments(Doc);
        CopyComments(Value);
        Doc.Attach(Doc."No.");
        Doc.AttachExt(Doc."No.");
        Store(Doc."No.");
        TakeRef(Ref);
        CopyComments(Missing."No.");
        CopyComments(Missing);
        CopyComments(Unknown());
#if NOTDEFINED
        CopyComments(Doc."No.");
#endif
        with Doc do
            CopyComments("No.");
    end;

    local procedure CopyComments(Doc: Record "Obj Doc")
    begin
    end;

    local procedure Store(Value: Variant)
    begin
    end;

    local procedure TakeRef(var Ref: RecordRef)
    begin
    end;
}
