table 50000 "Fab Item"
{
    Caption = 'Fab Item';

    fields
    {
        field(1; "No."; Code[20]) { Caption = 'No.'; }
        field(2; Description; Text[100]) { }
        field(3; Secret; Integer) { Access = Internal; }
        field(4; Kind; Enum "Fab Kind") { }
    }
    keys
    {
        key(PK; "No.") { Clustered = true; }
    }

    /// Posts the item.
    procedure Post(Qty: Decimal): Boolean
    begin
        OnBeforePost(Rec);
        exit(true);
    end;

    procedure Post(Qty: Decimal; Silent: Boolean): Boolean
    begin
        exit(Post(Qty));
    end;

    internal procedure PostInternal()
    begin
    end;

    local procedure Helper()
    begin
    end;

    [IntegrationEvent(false, false)]
    local procedure OnBeforePost(var Item: Record "Fab Item")
    begin
    end;

    [IntegrationEvent(true, false)]
    local procedure OnAfterPost(var Item: Record "Fab Item"; Qty: Decimal)
    begin
    end;

    [InternalEvent(false)]
    local procedure OnHidden()
    begin
    end;
}
