table 50520 "Own Register"
{
    fields
    {
        field(1; "Entry No."; Integer) { }
        field(2; Secret; Decimal) { Access = Local; }
        field(3; Team; Text[30]) { Access = Internal; }
        field(4; Shared; Decimal) { Access = Protected; }
    }

    procedure Total(): Decimal
    begin
        exit(Rec.Secret + Rec.Shared);
    end;
}

tableextension 50521 "Lib Entry Ext" extends "Lib Entry"
{
    procedure CodeOf(): Code[10]
    begin
        exit(Rec."Protected Code");
    end;
}

tableextension 50522 "Own Register Ext" extends "Own Register"
{
    procedure SharedOf(): Decimal
    begin
        exit(Rec.Shared);
    end;
}

codeunit 50523 "Field Access Allowed"
{
    procedure Read(var Entry: Record "Lib Entry"; var Register: Record "Own Register"): Text
    begin
        Register.Team := Entry."Public Name";
        exit(Register.Team + Format(Entry."Entry No."));
    end;
}
