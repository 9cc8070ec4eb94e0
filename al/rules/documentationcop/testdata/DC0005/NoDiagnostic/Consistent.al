codeunit 50216 "DC0005 Consistent"
{
    /// <summary>Everything matches.</summary>
    /// <param name="Amount">The amount; <see cref="Total"/> adds them.</param>
    /// <param name="UNITPRICE">Names compare ignoring case.</param>
    /// <returns>The line amount.</returns>
    procedure LineAmount(Amount: Decimal; "UnitPrice": Decimal) Result: Decimal
    begin
    end;

    /// <summary>
    /// A try function may document its Boolean.
    /// </summary>
    /// <returns>Whether it worked.</returns>
    [TryFunction]
    procedure TryPost()
    begin
    end;

    /// <summary>An empty returns element still documents it.</summary>
    /// <returns></returns>
    [TryFunction]
    procedure TryAgain()
    begin
    end;

    // Without a documentation comment nothing is checked.
    procedure Plain(Value: Integer): Integer
    begin
    end;

    /// <summary>Only the first block of /// lines belongs to the procedure.</summary>

    /// <param name="Elsewhere">Not part of the first block.</param>
    procedure FirstBlockOnly()
    begin
    end;

    /// <summary>Elements nested in others are not top-level.</summary>
    /// <remarks><param name="Nested">Inside remarks.</param></remarks>
    /// <!-- <param name="Commented">In an XML comment.</param> -->
    procedure NestedIgnored()
    begin
    end;

    /// <summary>Obsolete procedures are skipped.</summary>
    /// <param name="Gone">No such parameter.</param>
    [Obsolete('Not used', '25.0')]
    procedure Old()
    begin
    end;
}
