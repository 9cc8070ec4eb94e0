codeunit 50100 "Loyalty Mgt."
{
    var
        PointsAddedMsg: Label 'Added %1 points for customer %2.';
        CustomerTok: Label 'CUSTOMER';

    procedure AddPoints(CustomerNo: Code[20]; Amount: Decimal)
    var
        Entry: Record "Loyalty Points Entry";
        Points: Decimal;
    BEGIN
        if Amount <= 0 then begin
            exit;
        end;
        Points := Round(Amount/10, 1);
        Entry.Init();
        Entry."Customer No." := CustomerNo;
        Entry.Points := Points;
        Entry.Insert(true);;
        Message(PointsAddedMsg, Points, CustomerNo);
    END;

    procedure IsLoyal(CustomerNo: Code[20]): Boolean
    var
        Entry: Record "Loyalty Points Entry";
    begin
        Entry.SetRange("Customer No.", CustomerNo);
        exit(not   Entry.IsEmpty());
    end;

    [EventSubscriber(ObjectType::Table, Database::"Loyalty Points Entry", 'OnAfterInsertEvent', '', false, false)]
    procedure OnAfterInsertEntry(var Rec: Record "Loyalty Points Entry")
    begin
        if Rec.Points > 1000 then Message(CustomerTok);
    end;

    [IntegrationEvent(false, false)]
    procedure OnBeforeAddPoints(CustomerNo: Code[20]; IsHandled: Boolean)
    begin
    end;
}
