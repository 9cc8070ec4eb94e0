table 50142 "Used Locals"
{
    fields
    {
        field(1; "No."; Code[20])
        {
            trigger OnValidate()
            begin
                Rec.ViaRec();
                ViaThis2();
            end;
        }
    }

    var
        Other: Record "Used Locals";

    procedure Entry()
    begin
        this.ViaThis();
        Other.ViaOther();
        Overloaded(1);
        CallWithoutParens;
    end;

    local procedure ViaRec() begin end;
    local procedure ViaThis() begin end;
    local procedure ViaThis2() begin end;
    local procedure ViaOther() begin end;
    local procedure CallWithoutParens() begin end;
    local procedure Overloaded(I: Integer) begin Message('%1', I); end;
    local procedure Overloaded(T: Text) begin Message(T); end;

    [EventSubscriber(ObjectType::Table, Database::"Used Locals", 'OnAfterInsertEvent', '', false, false)]
    local procedure OnAfterInsert(var Rec: Record "Used Locals")
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforeSomething()
    begin
    end;

    local procedure OtherBuild()
    begin
    end;

    procedure NotLocal()
    begin
#if CLEAN99
        OtherBuild();
#endif
    end;
}

codeunit 50146 "Shadowed Call"
{
    procedure Entry(): Integer
    var
        Offset: Integer;
    begin
        Offset := Offset();
        exit(Offset);
    end;

    local procedure Offset(): Integer
    begin
        exit(1);
    end;
}
